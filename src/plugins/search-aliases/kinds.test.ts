import assert from 'node:assert/strict';
import test from 'node:test';
import {docPath} from '../../config/docs';
import {ENTITY_SECTIONS} from '../../game/labels';
import {entityPath} from '../entity-cards/paths';
import {ENTITY_KINDS, isGlossaryUrl, resultKind} from './kinds';

// The worker's copy of the kinds (it may import nothing at runtime) is the registry's.
test('every kind of the registry is a result kind, and only those', () => {
  assert.deepEqual([...ENTITY_KINDS], Object.values(ENTITY_SECTIONS));
  for (const [kind, section] of Object.entries(ENTITY_SECTIONS))
    assert.deepEqual(resultKind(entityPath(kind as keyof typeof ENTITY_SECTIONS, 'x')), {
      kind: section,
      key: `${section}/x`,
    });
});

test('the glossary is the page the index’s extras name, however its URL is written', () => {
  const glossaryUrl = docPath('glossary');
  for (const url of [glossaryUrl, `${glossaryUrl}/`, `${encodeURI(glossaryUrl)}?_highlight=x`, `${glossaryUrl}#town`])
    assert.ok(isGlossaryUrl(url, glossaryUrl), url);
  assert.ok(!isGlossaryUrl(docPath('resources'), glossaryUrl));
  assert.ok(!isGlossaryUrl(glossaryUrl, undefined), 'an index without extras has no glossary');
});
