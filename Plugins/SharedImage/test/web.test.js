'use strict';
// Tests of the compiled web stub and the registration, run with node's built-in runner by test.sh.
const test = require('node:test');
const assert = require('node:assert/strict');

const { SharedImageWeb } = require('./dist/web.js');
const plugin = require('./dist/index.js');
const core = require('@capacitor/core');

test('getSharedImage resolves null on the web', async () => {
  assert.equal(await new SharedImageWeb().getSharedImage(), null);
});

test('hasSharedImage resolves hasImage false on the web', async () => {
  assert.deepEqual(await new SharedImageWeb().hasSharedImage(), { hasImage: false });
});

test('markProcessed resolves success false on the web', async () => {
  assert.deepEqual(await new SharedImageWeb().markProcessed({ shareId: 'any' }), { success: false });
});

test('the web stub is a WebPlugin', () => {
  assert.ok(new SharedImageWeb() instanceof core.WebPlugin);
});

test('the plugin registers under the name SharedImage and routes calls to the web stub', async () => {
  assert.deepEqual(core.registered, ['SharedImage']);
  assert.equal(await plugin.SharedImage.getSharedImage(), null);
  assert.deepEqual(await plugin.SharedImage.hasSharedImage(), { hasImage: false });
  assert.deepEqual(await plugin.SharedImage.markProcessed({ shareId: 'x' }), { success: false });
});

test('isSharedImage tells a share from the empty answers', () => {
  assert.equal(plugin.isSharedImage(null), false);
  assert.equal(plugin.isSharedImage({ base64: null, fileName: null, shareId: null }), false);
  assert.equal(plugin.isSharedImage({ base64: 'iVBORw0KGgo=', fileName: 'a.png', shareId: 'id-1' }), true);
});

test('the drain loop ends at once on the web', async () => {
  let rounds = 0;
  for (;;) {
    const share = await plugin.SharedImage.getSharedImage();
    if (!plugin.isSharedImage(share)) break;
    rounds += 1;
    await plugin.SharedImage.markProcessed({ shareId: share.shareId });
  }
  assert.equal(rounds, 0);
});
