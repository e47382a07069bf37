/**
 * The game's economic formulas, as pure functions of the validated data. The docs show their
 * results (the productivity worked example, the value ratio of each guild contract), so the
 * numbers on the site always follow data/.
 */
import type {Building, GuildContract, Policy, Productivity, Resource} from './schema';

/** What the productivity formula needs from the data. */
export interface ProductivityData {
  resources: readonly Resource[];
  buildings: readonly Building[];
  policies: readonly Policy[];
  productivity: Productivity;
}

export interface ProductivityInput {
  /** Resource id. */
  resource: string;
  /** Workers actually working (人). */
  workers: number;
  /** Terrain id of the tile (productivity.yaml terrains). */
  terrain: string;
  /** Building ids in the town whose `bonus` counts. */
  buildings: readonly string[];
  /** Active policy ids whose `modifiers` count. */
  policies: readonly string[];
  /** Town happiness, 0–100. */
  happiness: number;
}

export interface ProductivityResult {
  input: ProductivityInput;
  base_yield: number;
  fertility: number;
  /** Sum of the buildings' bonus for the resource (0.3 = +30 %). */
  building_bonus: number;
  /** Sum of the policies' modifiers for the resource. */
  policy_bonus: number;
  happiness_factor: number;
  /** Name of the happiness band used (e.g. 富足). */
  happiness_band: string;
  /** Output per tick before rounding. */
  exact: number;
  /** Output per tick, rounded to productivity.round_to decimals. */
  output: number;
}

const roundTo = (n: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round((n + Number.EPSILON) * scale) / scale;
};
/** Sums fractions without binary noise (0.1 + 0.2 → 0.3). */
const sum = (values: readonly number[]): number =>
  roundTo(
    values.reduce((a, b) => a + b, 0),
    6,
  );

function find<T extends {id: string}>(rows: readonly T[], id: string, what: string): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`productivity: unknown ${what} "${id}"`);
  return row;
}

/** A terrain's fertility for a resource: its own value, else the default (productivity.yaml). */
export function fertilityOf(
  productivity: Pick<Productivity, 'terrains' | 'default_fertility'>,
  terrain: string,
  resource: string,
): number {
  return productivity.terrains.find((t) => t.id === terrain)?.fertility[resource] ?? productivity.default_fertility;
}

/**
 * output per tick = workers × base_yield × fertility × (1 + Σ building bonus) × (1 + Σ policy bonus) × happiness factor
 */
export function computeProductivity(data: ProductivityData, input: ProductivityInput): ProductivityResult {
  const {productivity} = data;
  const resource = find(data.resources, input.resource, 'resource');
  find(productivity.terrains, input.terrain, 'terrain');
  const fertility = fertilityOf(productivity, input.terrain, resource.id);
  const building_bonus = sum(
    input.buildings.map((id) => find(data.buildings, id, 'building').bonus?.[resource.id] ?? 0),
  );
  const policy_bonus = sum(input.policies.map((id) => find(data.policies, id, 'policy').modifiers?.[resource.id] ?? 0));
  if (input.happiness < 0 || input.happiness > 100)
    throw new Error(`productivity: happiness ${input.happiness} is outside 0–100`);
  const band = [...productivity.happiness_bands].reverse().find((b) => input.happiness >= b.min_happiness);
  if (!band) throw new Error(`productivity: no happiness band covers ${input.happiness}`);
  const exact =
    input.workers * resource.base_yield * fertility * (1 + building_bonus) * (1 + policy_bonus) * band.factor;
  return {
    input,
    base_yield: resource.base_yield,
    fertility,
    building_bonus,
    policy_bonus,
    happiness_factor: band.factor,
    happiness_band: band.name,
    exact,
    output: roundTo(exact, productivity.round_to),
  };
}

/** The worked example of productivity.yaml, computed. */
export function workedExample(data: ProductivityData): ProductivityResult {
  const {resource, workers, terrain, buildings, policies, happiness} = data.productivity.worked_example;
  return computeProductivity(data, {resource, workers, terrain, buildings, policies, happiness});
}

/** Guild contracts must give back between 1.0 and 1.4 times the value they take (checked in load.ts). */
export const GUILD_RATIO_RANGE = [1.0, 1.4] as const;

/** Value of the outputs ÷ value of the inputs, by resources.yaml `value`; null when the contract has no outputs. */
export function contractValueRatio(
  contract: Pick<GuildContract, 'inputs' | 'outputs'>,
  resources: readonly Resource[],
): number | null {
  const worth = (amounts: Record<string, number>) =>
    Object.entries(amounts).reduce((total, [id, n]) => total + n * (resources.find((r) => r.id === id)?.value ?? 0), 0);
  const input = worth(contract.inputs);
  const output = worth(contract.outputs);
  if (Object.keys(contract.outputs).length === 0 || input === 0) return null;
  return roundTo(output / input, 4);
}
