import type {RuleContext} from './context';

export function checkResources({data, unique}: RuleContext): void {
  unique('resources', ['resources'], data.resources, ['id', 'name', 'glyph']);
}
