import assert from 'node:assert/strict';
import {test} from 'node:test';
import {detectHost, detectVisitor} from '../../src/components/DownloadPage/detect';

test('a mainland time zone gets the mirror, whatever the language', () => {
  assert.equal(detectHost('Asia/Shanghai', ['zh-CN']), 'mirror');
  assert.equal(detectHost('Asia/Urumqi', ['en-US']), 'mirror');
  assert.equal(detectHost('PRC', ['fr-FR']), 'mirror');
});

test('Hong Kong, Macau, Taiwan and the rest of the world get the main host', () => {
  for (const zone of ['Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei', 'Asia/Singapore', 'America/Vancouver'])
    assert.equal(detectHost(zone, ['zh-CN']), 'primary', zone);
});

test('where the zone says nothing, a mainland Chinese language decides', () => {
  assert.equal(detectHost('UTC', ['zh-CN', 'en']), 'mirror');
  assert.equal(detectHost('Etc/UTC', ['zh-Hans-CN']), 'mirror');
  assert.equal(detectHost(undefined, ['zh-CN']), 'mirror');
  assert.equal(detectHost('UTC', ['zh-TW']), 'primary');
  assert.equal(detectHost('UTC', ['en-US', 'zh-CN']), 'primary');
});

test('Linux on ARM64 and HarmonyOS phones are recognised', () => {
  assert.deepEqual(detectVisitor('Mozilla/5.0 (X11; Linux aarch64) Chrome/130.0', 0), {
    kind: 'desktop',
    platform: 'linux',
    arch: 'arm64',
  });
  assert.deepEqual(detectVisitor('Mozilla/5.0 (Phone; OpenHarmony 4.1) ArkWeb/4.1.6.1 Mobile', 5), {
    kind: 'mobile',
    device: 'HarmonyOS',
  });
});
