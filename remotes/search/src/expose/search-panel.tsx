import type { SearchPanelModule } from '@beacon/platform';

import { SearchPanel } from '../features/search-panel/SearchPanel';

export { SearchPanel };
export default { SearchPanel } satisfies SearchPanelModule;
