import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextBlock } from '@/components/text-block';

type NoteKey = 'jsReadline' | 'jsInput' | 'pyInput' | 'pyStdin';

interface LanguageIo {
  name: string;
  read: { api: string; note?: NoteKey }[];
  print: string[];
  example: string;
}

/** Exactly what each judge's runner offers a program (apps/server/src/modules/judge/sandbox), and nothing more. */
const LANGUAGE_IO: Record<string, LanguageIo> = {
  javascript: {
    name: 'JavaScript',
    read: [
      { api: 'readline()', note: 'jsReadline' },
      { api: 'input', note: 'jsInput' },
      { api: "require('fs').readFileSync(0, 'utf8')" },
      { api: "require('readline').createInterface({ input: process.stdin })" },
    ],
    print: ['print()', 'console.log()', 'process.stdout.write()'],
    example: [
      "const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');",
      'for (const line of lines) {',
      "  const [a, b] = line.split(' ').map(Number);",
      '  console.log(a + b);',
      '}',
    ].join('\n'),
  },
  python: {
    name: 'Python',
    read: [
      { api: 'input()', note: 'pyInput' },
      { api: 'sys.stdin', note: 'pyStdin' },
      { api: 'sys.stdin.buffer' },
      { api: 'open(0)' },
    ],
    print: ['print()', 'sys.stdout.write()'],
    example: [
      'import sys',
      'for line in sys.stdin:',
      '    a, b = map(int, line.split())',
      '    print(a + b)',
    ].join('\n'),
  },
};

const LIST_STYLE = { margin: '4px 0 8px', paddingInlineStart: 20 } as const;
const INLINE_LIST_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 8px',
  listStyle: 'none',
  margin: '4px 0 8px',
  padding: 0,
} as const;

/**
 * "Input and output" under a code question's editor, closed until asked for: how a program reads its case and
 * prints its answer in each language the question offers, with a short example of each.
 */
export function InputOutputHelp({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  const known = languages.flatMap((language) => LANGUAGE_IO[language] ?? []);
  if (known.length === 0) return null;
  return (
    <details>
      <summary style={{ cursor: 'pointer', width: 'fit-content' }}>
        <Typography.Text>{t('examContent.code.ioHelp')}</Typography.Text>
      </summary>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
        {t('examContent.code.ioIntro')}
      </Typography.Paragraph>
      {known.map((io) => (
        <div key={io.name} style={{ marginBottom: 12 }}>
          <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 4px' }}>
            {io.name}
          </Typography.Title>
          <Typography.Text>{t('examContent.code.readWith')}</Typography.Text>
          <ul style={LIST_STYLE}>
            {io.read.map(({ api, note }) => (
              <li key={api}>
                <Typography.Text code>{api}</Typography.Text>
                {note && <Typography.Text type="secondary"> {t(`examContent.code.${note}`)}</Typography.Text>}
              </li>
            ))}
          </ul>
          <Typography.Text>{t('examContent.code.printWith')}</Typography.Text>
          <ul style={INLINE_LIST_STYLE}>
            {io.print.map((api) => (
              <li key={api}>
                <Typography.Text code>{api}</Typography.Text>
              </li>
            ))}
          </ul>
          <Typography.Text>{t('examContent.code.example')}</Typography.Text>
          <TextBlock text={io.example} />
        </div>
      ))}
    </details>
  );
}
