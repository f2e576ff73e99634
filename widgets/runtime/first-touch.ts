/**
 * Records the visit's first campaign touch (runtime/attribution.ts) on a page where no island may wake: the loader
 * imports this chunk, at an idle moment, only on a page reached with a query or from another site
 * (upgrade.ts `startUpgrading`). Without it a campaign landing on one of the clinic's own pages whose islands all
 * wait for a touch would be forgotten by the time the visitor sends the form of the next page.
 */
import { captureFirstTouch } from './attribution';

captureFirstTouch();
