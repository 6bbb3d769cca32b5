import type { SearchYourselfModule } from '@beacon/platform';

import { SearchYourselfModal } from '../features/search-yourself/SearchYourselfModal';

export { SearchYourselfModal };
export default { SearchYourselfModal } satisfies SearchYourselfModule;
