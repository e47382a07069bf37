import React from 'react';
import commandsJson from '@generated/game-data/default/console_commands.json';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const commands = commandsJson;

/** Every console command from data/console_commands.yaml, each in the same format. */
export default function ConsoleCommands(): JSX.Element {
  const brokenLinks = useBrokenLinks();
  return (
    <div>
      {commands.map((command) => {
        brokenLinks.collectAnchor(`cmd-${command.command}`);
        return (
          <section key={command.id} className={styles.command}>
            <Heading as="h3" id={`cmd-${command.command}`}>
              <code>{command.command}</code>
              {command.cheat && <span className={styles.cheat}>作弊</span>}
            </Heading>
            <p>{command.effect}</p>
            <p className={styles.label}>语法</p>
            <CodeBlock language="text">{command.syntax}</CodeBlock>
            {command.args.length > 0 && (
              <ul>
                {command.args.map((arg) => (
                  <li key={arg.name}>
                    <code>{arg.name}</code>（{arg.type}
                    {arg.optional ? '，可选' : ''}）：{arg.description}
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.label}>示例</p>
            <CodeBlock language="text">{command.example}</CodeBlock>
          </section>
        );
      })}
    </div>
  );
}
