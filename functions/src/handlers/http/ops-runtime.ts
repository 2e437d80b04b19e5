import { SfnRedriver } from '../../adapters/states/sfn-redriver';
import type { OpsDeps } from '../../domain/operations/runs';
import { getRunDependencies } from './runs-runtime';

// The redrive routes' composition root: the other routes never load the Step Functions client.

let redriver: SfnRedriver | undefined;

export function getRedriveDependencies(): OpsDeps {
  const { runs, documents, now } = getRunDependencies();
  // Built on first use: locally AWS_ENDPOINT_URL_SFN is set once the local runner listens.
  redriver ??= new SfnRedriver();
  return { runs, documents, now, redriver };
}
