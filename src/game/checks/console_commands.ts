import type {RuleContext} from './context';

/** Syntax and example start with the command; the example gives every required argument. */
export function checkConsoleCommands({data, r, unique}: RuleContext): void {
  unique('console_commands', ['console_commands'], data.console_commands, ['id', 'command']);
  data.console_commands.forEach((command, i) => {
    const at = ['console_commands', i] as const;
    for (const field of ['syntax', 'example'] as const) {
      if (command[field].split(/\s+/)[0] !== command.command) {
        r.add(
          'console_commands',
          [...at, field],
          `"${command[field]}" 不是以命令 "${command.command}" 开头，应写成 "${command.command} …"`,
        );
      }
    }
    unique('console_commands', [...at, 'args'], command.args, ['name']);
    const required = command.args.filter((arg) => !arg.optional).length;
    const given = command.example.split(/\s+/).length - 1;
    if (given < required) {
      r.add('console_commands', [...at, 'example'], `只给了 ${given} 个参数，至少应给出 ${required} 个必填参数`);
    }
  });
}
