import { startTextSize } from '../pages/text-size.ts';

// Every page's first script (src/pages/text-size.ts).
startTextSize();
