// contacts without the change ledger: the same service, its events published but not recorded. Only
// bench:changes starts it, to measure in one run what recording costs a write (decision 0024); every
// deployment runs services/contacts/src/main.ts, which always records.
import { runProcess } from '@rapport/platform';
import { loadConfig, start } from '../../services/contacts/src/main';

runProcess('contacts', () => start(loadConfig(), { recordChanges: false }));
