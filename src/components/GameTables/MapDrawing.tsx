import React from 'react';
import mapsJson from '@generated/game-data/default/maps.json';
import productivityJson from '@generated/game-data/default/productivity.json';
import resourcesJson from '@generated/game-data/default/resources.json';
import movementJson from '@generated/game-data/default/movement.json';
import styles from './map.module.css';
import TableHead from '@site/src/components/TableHead';

// A map drawn from data/maps.yaml at build time (src/game/charts.ts mapDrawing): each region is the
// area nearest its centre, coloured by terrain; one glyph per resource it lists; numbered starts;
// a dashed line with the distance between every two starts. The picture cannot disagree with the
// region table beside it.

const glyph = (id: string) => resourcesJson.find((r) => r.id === id)?.glyph ?? id;
const resourceName = (id: string) => resourcesJson.find((r) => r.id === id)?.name ?? id;
const terrainName = (id: string) => productivityJson.terrains.find((t) => t.id === id)?.name ?? id;
/** Seconds a speed-1.0 unit takes per tile on plain, for the travel times beside the distances. */
const secondsPerTile = 1 / movementJson.tiles_per_speed;

export default function MapDrawing({map}: {map: string}): JSX.Element | null {
  const m = mapsJson.find((x) => x.id === map);
  if (!m) return null;
  const d = m.drawing;
  const name = (id: string) => m.start_positions.find((s) => s.id === id)?.name ?? id;
  const summary = `${m.name}：${m.regions.map((r) => `${r.name}（${terrainName(r.terrain)}，产${r.resources.map(resourceName).join('、')}）`).join('；')}。出生点：${d.starts.map((s) => `${s.n} ${s.name}`).join('、')}。`;
  return (
    <figure className={styles.map} data-testid={`map-drawing-${map}`}>
      <svg viewBox={`0 0 ${d.width} ${d.height}`} role="img" aria-label={summary}>
        <title>{summary}</title>
        {d.regions.map((r) => (
          <g key={r.id} data-region={r.id}>
            <polygon points={r.points} className={styles[r.terrain] ?? styles.region} />
            <text x={r.label[0]} y={r.label[1]} textAnchor="middle" className={styles.regionName}>
              {r.name}
            </text>
            {r.resources.map((x) => (
              <text
                key={x.id}
                x={x.at[0]}
                y={x.at[1]}
                textAnchor="middle"
                className={styles.resource}
                data-resource={x.id}
              >
                {glyph(x.id)}
              </text>
            ))}
          </g>
        ))}
        {d.distances.map((x) => (
          <line key={`${x.from}-${x.to}`} x1={x.a[0]} y1={x.a[1]} x2={x.b[0]} y2={x.b[1]} className={styles.distance} />
        ))}
        {d.starts.map((s) => (
          <g key={s.id} data-start={s.id}>
            <circle cx={s.at[0]} cy={s.at[1]} r={9} className={styles.start} />
            <text x={s.at[0]} y={s.at[1] + 4} textAnchor="middle" className={styles.startNumber}>
              {s.n}
            </text>
          </g>
        ))}
      </svg>
      <table data-testid={`start-distances-${map}`}>
        <TableHead cells={['出生点', '到', '直线距离（地块）', '速度为一的单位在平原上走（分钟）']} />
        <tbody>
          {d.distances.map((x) => (
            <tr key={`${x.from}-${x.to}`}>
              <td>
                {d.starts.find((s) => s.id === x.from)?.n} {name(x.from)}
              </td>
              <td>
                {d.starts.find((s) => s.id === x.to)?.n} {name(x.to)}
              </td>
              <td>{x.tiles}</td>
              <td>{Math.round((x.tiles * secondsPerTile) / 6) / 10}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption>
        {m.name}
        示意图，按游戏数据绘制：每块地属于离它最近的区域中心，字是区域出产的资源，圆圈里的数字是出生点，虚线连起每两个出生点。
      </figcaption>
    </figure>
  );
}
