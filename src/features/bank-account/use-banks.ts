import { fetchBanks } from '../../api/bank-account';
import type { Bank } from '../../../contract/certification';
import { type Loaded, useLoad } from '../../ui/use-load';

let cached: Bank[] | undefined;

/** The bank list, fetched once per visit (it changes only with a server release). */
export function useBanks(): Loaded<Bank[]> {
  return useLoad(
    (signal) => fetchBanks({ signal, quiet: true }).then((l) => (cached = l.details)),
    [],
    () => cached,
  );
}
