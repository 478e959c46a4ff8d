'use strict';
// A small stand-in for @capacitor/core at test time (the npm registry is not reachable). It mimics what the
// plugin relies on: registerPlugin returns an object whose method calls go to the lazily loaded web implementation.

class WebPlugin {
  constructor() {
    this.listeners = {};
  }

  async addListener(eventName, listenerFunc) {
    (this.listeners[eventName] = this.listeners[eventName] || []).push(listenerFunc);
    return { remove: async () => {} };
  }

  async removeAllListeners() {
    this.listeners = {};
  }

  notifyListeners(eventName, data) {
    (this.listeners[eventName] || []).forEach((listener) => listener(data));
  }

  unimplemented(message) {
    return new Error(message || 'not implemented on web');
  }

  unavailable(message) {
    return new Error(message || 'not available');
  }
}

const registered = [];

function registerPlugin(pluginName, implementations) {
  registered.push(pluginName);
  let loading;
  const load = () => {
    loading = loading || Promise.resolve(implementations.web());
    return loading;
  };
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') return undefined;
        return async (...args) => {
          const implementation = await load();
          const method = implementation[property];
          if (typeof method !== 'function') throw new Error(`${pluginName}.${String(property)} is not implemented`);
          return method.apply(implementation, args);
        };
      },
    },
  );
}

module.exports = { WebPlugin, registerPlugin, registered };
