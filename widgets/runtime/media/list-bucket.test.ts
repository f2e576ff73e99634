import { describe, expect, it } from 'vitest';
import { StorageClient } from '@supabase/storage-js';
import { createConnection } from '../connection';
import { BucketListError, listBucket, publicUrl } from './list-bucket';

/** What one request looked like on the wire. */
async function wire(req: Request) {
  return {
    method: req.method,
    url: req.url,
    headers: Object.fromEntries([...req.headers].map(([k, v]) => [k.toLowerCase(), v])),
    body: await req.text(),
  };
}

describe('listBucket', () => {
  it('sends what storage-js sends for list("", {limit: 100, offset: 0, sortBy: name asc}), and makes its public URLs', async () => {
    const answer = () => new Response(JSON.stringify([{ name: 'a b.JPG' }, { name: 'clip.mp4' }, { name: 'notes.txt' }]), { status: 200 });
    const ours: Request[] = [];
    const theirs: Request[] = [];
    const b = createConnection(
      'http://api.test',
      'anon-1',
      async (input, init) => (ours.push(new Request(input as RequestInfo, init)), answer()),
    );
    const listing = await listBucket('gallery_images', ['image', 'video'], b);

    const official = new StorageClient(
      `${b.url}/storage/v1`,
      { ...b.headers },
      async (input, init) => (theirs.push(new Request(input as RequestInfo, init)), answer()),
    );
    await official.from('gallery_images').list('', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });

    const [a, o] = [await wire(ours[0]!), await wire(theirs[0]!)];
    expect({ ...a, body: JSON.parse(a.body) }).toEqual({ ...o, body: JSON.parse(o.body) });
    expect(listing).toEqual({
      files: 3,
      items: [
        { name: 'a b.JPG', kind: 'image', url: official.from('gallery_images').getPublicUrl('a b.JPG').data.publicUrl },
        { name: 'clip.mp4', kind: 'video', url: official.from('gallery_images').getPublicUrl('clip.mp4').data.publicUrl },
      ],
    });
    expect(publicUrl(b, 'hero_images', 'ä/é 1.png')).toBe(official.from('hero_images').getPublicUrl('ä/é 1.png').data.publicUrl);
  });

  it('a refused call and no answer at all are BucketListErrors; an answer that is not a listing is a TypeError', async () => {
    const refused = createConnection(
      'http://api.test',
      'k',
      async () => new Response('{"statusCode":"404","error":"Bucket not found"}', { status: 404 }),
    );
    await expect(listBucket('nope', ['image'], refused)).rejects.toMatchObject({
      name: 'BucketListError',
      bucket: 'nope',
      cause: { name: 'StorageApiError', status: 404 },
    });
    const offline = createConnection('http://api.test', 'k', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(listBucket('hero_images', ['image'], offline)).rejects.toBeInstanceOf(BucketListError);
    const odd = createConnection('http://api.test', 'k', async () => new Response('{"files":[]}', { status: 200 }));
    await expect(listBucket('hero_images', ['image'], odd)).rejects.toBeInstanceOf(TypeError);
  });
});
