/** inPostingOrder: the page shows messages as they were posted, a form after what came before it. */
import { describe, expect, it } from 'vitest';
import { inPostingOrder } from '../../tools/sandbox/sandbox';

describe('inPostingOrder', () => {
  it('GIVEN messages seen out of order THEN they are shown by snowflake', () => {
    const ids = inPostingOrder([{ id: '300' }, { id: '100' }, { id: '200' }]).map((m) => m.id);
    expect(ids).toEqual(['100', '200', '300']);
  });

  it('GIVEN a form opened by a click on an older message (the table) THEN it comes after the newest message, not under the table', () => {
    // 100 the table, 300 a later lead; the table is seen again (its click) just before the form.
    const ids = inPostingOrder([{ id: '300' }, { id: '100' }, { id: 'modal:9' }, { id: '400' }]).map((m) => m.id);
    expect(ids).toEqual(['100', '300', 'modal:9', '400']);
  });
});
