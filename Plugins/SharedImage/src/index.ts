import { registerPlugin } from '@capacitor/core';

import type { SharedImagePlugin } from './definitions';

/** The SpenDrop share inbox, registered as `SharedImage`; the web build loads the stub lazily. */
const SharedImage = registerPlugin<SharedImagePlugin>('SharedImage', {
  web: () => import('./web').then((m) => new m.SharedImageWeb()),
});

export * from './definitions';
export { SharedImage };
