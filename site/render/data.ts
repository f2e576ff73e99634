export { snapshotData } from '../snapshot';
