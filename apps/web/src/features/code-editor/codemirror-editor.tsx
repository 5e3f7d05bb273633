import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

export interface CodemirrorEditorProps {
  value: string;
  language: string;
  onChange: (code: string) => void;
  ariaLabel: string;
}

const LANGUAGES: Record<string, () => ReturnType<typeof javascript>> = { javascript, python };

/**
 * CodeMirror 6 for code questions (DESIGN §3); this module is loaded only when a code question shows. Tab is left
 * to the browser (no indentWithTab), so the keyboard can still leave the editor.
 */
export default function CodemirrorEditor({ value, language, onChange, ariaLabel }: CodemirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; value and language follow below
  useEffect(() => {
    if (!host.current) return;
    view.current = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          languageSlot.current.of(LANGUAGES[language]?.() ?? []),
          EditorView.contentAttributes.of({ 'aria-label': ariaLabel }),
          // Long lines wrap rather than scroll sideways: a phone shows all of each line, and there is no scrolling
          // region the keyboard cannot reach (axe scrollable-region-focusable at 390 px, issue 19 review).
          EditorView.lineWrapping,
          EditorView.theme({ '&': { minHeight: '180px' }, '.cm-scroller': { minHeight: '180px' } }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.current?.destroy();
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(LANGUAGES[language]?.() ?? []) });
  }, [language]);

  // A value from outside (restored answer) replaces the text only when it differs, so typing keeps the cursor.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="code-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} />;
}
