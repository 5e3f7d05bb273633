import { MAX_ESSAY_LENGTH } from '@iexam/domain/answers';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { AnswerInput } from './answer-input';

function Essay() {
  const [value, setValue] = useState<unknown>('');
  return (
    <AnswerInput
      subjectType={SUBJECT_TYPE.essay}
      value={value}
      options={[]}
      blankCount={0}
      onChange={setValue}
      questionLabel="第 1 题"
    />
  );
}

describe('essay answer (issue 35)', () => {
  it('a paste past the limit is cut to it, and the candidate is told how much was not kept', async () => {
    renderInApp(<Essay />);
    const field = await screen.findByRole('textbox', { name: '第 1 题 的作答' });
    fireEvent.change(field, { target: { value: 'a'.repeat(25_000) } });
    expect((field as HTMLTextAreaElement).value).toHaveLength(MAX_ESSAY_LENGTH);
    expect(screen.getByRole('alert').textContent).toBe(
      '答案最多 20000 个字符：您输入内容的最后 5000 个字符未被保留。',
    );
    fireEvent.change(field, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
