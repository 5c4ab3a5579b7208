import { startTextSize } from './text-size.ts';

// Every page's first script (src/text-size.ts).
startTextSize();
