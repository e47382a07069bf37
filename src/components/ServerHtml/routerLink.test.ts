import assert from 'node:assert/strict';
import test from 'node:test';
import {isRouterClick, routeOf, routerHref} from './routerLink';

const anchor = (attributes: Record<string, string>) => ({getAttribute: (name: string) => attributes[name] ?? null});
const click = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};

test('a site link in kept HTML goes through the router, as a Link would', () => {
  assert.equal(routerHref(anchor({href: '/docs/数据/科技/bronze'})), '/docs/数据/科技/bronze');
  assert.equal(routerHref(anchor({href: '/docs/数据/单位#militia', target: '_self'})), '/docs/数据/单位#militia');
});

test('what a Link leaves to the browser stays with the browser', () => {
  assert.equal(routerHref(anchor({href: 'https://example.org/'})), undefined, 'another site');
  assert.equal(routerHref(anchor({href: '//example.org/x'})), undefined, 'protocol-relative');
  assert.equal(routerHref(anchor({href: 'mailto:team@example.org'})), undefined, 'a protocol');
  assert.equal(routerHref(anchor({href: '/download', target: '_blank'})), undefined, 'a new tab');
  assert.equal(routerHref(anchor({href: '#militia'})), undefined, 'a row link on the same page');
  assert.equal(routerHref(anchor({})), undefined, 'no href');
});

test('only a plain left click nothing else has handled navigates in the page', () => {
  assert.equal(isRouterClick(click), true);
  assert.equal(isRouterClick({...click, button: 1}), false, 'middle button: new tab');
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
    assert.equal(isRouterClick({...click, [key]: true}), false, key);
  assert.equal(isRouterClick({...click, defaultPrevented: true}), false, 'a hover card held the first tap');
});

test('the route preloaded is the path alone', () => {
  assert.equal(routeOf('/docs/数据/单位?x=1#militia'), '/docs/数据/单位');
  assert.equal(routeOf('/docs/数据/单位'), '/docs/数据/单位');
});
