/** A share waiting in the inbox: the image as base64, its sanitised display name and its id. */
export interface SharedImage {
  base64: string;
  fileName: string;
  shareId: string;
}

/** The native answer when no share is waiting: the same object with the three fields null. */
export interface NoSharedImage {
  base64: null;
  fileName: null;
  shareId: null;
}

/**
 * What getSharedImage resolves: the oldest unprocessed share, or (native) the all-null object, or (web) null.
 * Use isSharedImage to tell them apart.
 */
export type GetSharedImageResult = SharedImage | NoSharedImage | null;

export interface HasSharedImageResult {
  /** Whether an unprocessed share whose file exists is waiting. */
  hasImage: boolean;
}

export interface MarkProcessedOptions {
  /** The shareId getSharedImage returned. An empty id is rejected. */
  shareId: string;
}

export interface MarkProcessedResult {
  /** True once the share is recorded as processed (also when it already was); false on the web. */
  success: boolean;
}

/**
 * The SpenDrop share inbox. The share extension queues images; the app drains the queue:
 * getSharedImage, process, markProcessed, repeat until there is nothing left.
 */
export interface SharedImagePlugin {
  /** The oldest unprocessed share. Read-only: calling it twice returns the same share; nothing is deleted. */
  getSharedImage(): Promise<GetSharedImageResult>;

  /** Whether a share is waiting, without reading its bytes. */
  hasSharedImage(): Promise<HasSharedImageResult>;

  /**
   * Marks a share processed and advances the queue. Rejects an empty or unknown id; a repeated call for the same
   * id succeeds and changes nothing. The file is deleted later by the app's cleanup, after a grace period.
   */
  markProcessed(options: MarkProcessedOptions): Promise<MarkProcessedResult>;
}

/** Whether a getSharedImage result holds a share (narrows the type). */
export function isSharedImage(result: GetSharedImageResult): result is SharedImage {
  return result !== null && typeof result.shareId === 'string' && typeof result.base64 === 'string';
}
