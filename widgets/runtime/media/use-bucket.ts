import useSWR from 'swr';
import { listBucket, listBucketOrEmpty, type MediaItem, type MediaKind } from './list-bucket';

export interface UseBucketOptions {
  kinds?: readonly MediaKind[];
  /** 'log' (default): a failure is logged and gives an empty list (SPEC §8). 'throw': the error is returned. */
  onError?: 'log' | 'throw';
}

/** A bucket's media, cached per bucket and kinds (SWR key `['bucket', name, kinds]`). */
export function useBucket(bucket: string, { kinds = ['image'], onError = 'log' }: UseBucketOptions = {}) {
  return useSWR<MediaItem[]>(['bucket', bucket, kinds.join(',')], () =>
    onError === 'throw' ? listBucket(bucket, kinds) : listBucketOrEmpty(bucket, kinds),
  );
}
