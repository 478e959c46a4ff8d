// The part of @capacitor/core this plugin uses, declared locally so the package type-checks without the npm
// registry. The shapes follow Capacitor's public API (registerPlugin, WebPlugin, Plugin); nothing else is assumed.
declare module '@capacitor/core' {
  /** A handle returned by addListener. */
  export interface PluginListenerHandle {
    remove: () => Promise<void>;
  }

  /** What every plugin object offers besides its own methods. */
  export interface Plugin {
    addListener(eventName: string, listenerFunc: (...args: any[]) => any): Promise<PluginListenerHandle>;
    removeAllListeners(): Promise<void>;
  }

  /** Implementations per platform; `web` may be a loader returning a promise of the implementation. */
  export type PluginImplementations = {
    [platform: string]: unknown | (() => Promise<unknown>);
  };

  /** Registers a plugin by its JavaScript name and returns the object that routes calls to the platform. */
  export function registerPlugin<T>(pluginName: string, implementations?: Partial<PluginImplementations>): T;

  /** The base class of web implementations. */
  export class WebPlugin implements Plugin {
    constructor();
    addListener(eventName: string, listenerFunc: (...args: any[]) => any): Promise<PluginListenerHandle>;
    removeAllListeners(): Promise<void>;
    protected notifyListeners(eventName: string, data: any): void;
    protected unimplemented(message?: string): Error;
    protected unavailable(message?: string): Error;
  }
}
