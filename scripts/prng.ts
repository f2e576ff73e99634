/** The seeded PRNG for scripts and tests (bench media, fuzz inputs): the widgets' own (widgets/runtime/prng.ts). */
export { prng } from '../widgets/runtime/prng';
