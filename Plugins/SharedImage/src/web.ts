import { WebPlugin } from '@capacitor/core';

import type {
  GetSharedImageResult,
  HasSharedImageResult,
  MarkProcessedOptions,
  MarkProcessedResult,
  SharedImagePlugin,
} from './definitions';

/**
 * The web stub: a browser has no share extension, so there is never a share waiting and nothing to mark.
 * It resolves rather than rejects, so the same drain loop runs unchanged in a browser and ends at once.
 */
export class SharedImageWeb extends WebPlugin implements SharedImagePlugin {
  async getSharedImage(): Promise<GetSharedImageResult> {
    return null;
  }

  async hasSharedImage(): Promise<HasSharedImageResult> {
    return { hasImage: false };
  }

  async markProcessed(_options: MarkProcessedOptions): Promise<MarkProcessedResult> {
    return { success: false };
  }
}
