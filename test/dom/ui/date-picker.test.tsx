import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { DatePicker } from '../../../src/ui/date-picker';
import { choose, descriptionOf, optionTexts } from './dom-helpers';

test.after.each(cleanup);

// A browser fires both when focus leaves; preact/compat listens to focusout.
const leave = (el: HTMLElement) => (fireEvent.blur(el), fireEvent.focusOut(el));

const TODAY = new Date(2024, 5, 15); // 15 June 2024

/** A birthday field as a form would hold it; returns every value the picker reported. */
function renderBirthday(initial = '', today = TODAY) {
  const seen: string[] = [];
  function Form() {
    const [v, setV] = useState(initial);
    return <DatePicker label="Birthday" value={v} onChange={(x) => (seen.push(x), setV(x))} today={today} />;
  }
  render(<Form />);
  const day = screen.getByLabelText('Day') as HTMLSelectElement;
  const month = screen.getByLabelText('Month') as HTMLSelectElement;
  const year = screen.getByLabelText('Year') as HTMLSelectElement;
  const shown = () => `${day.value}/${month.value}/${year.value}`;
  return { seen, day, month, year, shown };
}

test('without a value no date is chosen: each select shows the placeholder and the form stays empty', () => {
  const { seen, shown, day, month, year } = renderBirthday();
  assert.is(shown(), '//');
  assert.equal(seen, []);
  assert.equal(
    [day, month, year].map((el) => el.selectedOptions[0].textContent),
    ['Day', 'Month', 'Year'],
  );
});

test('a touched year list opens at 1995 but reports nothing until the borrower picks or closes it there', () => {
  const { seen, year, day, month } = renderBirthday();
  fireEvent.pointerDown(year);
  assert.is(year.value, '1995');
  assert.equal(seen, []);
  leave(year); // closed on 1995: that is the borrower's pick
  choose(day, '1');
  assert.equal(seen, []);
  choose(month, '1');
  assert.equal(seen, ['01/01/1995']);
});

test('a keyboard focus alone picks nothing', () => {
  const { seen, year } = renderBirthday();
  fireEvent.focus(year);
  leave(year);
  assert.is(year.value, '');
  assert.equal(seen, []);
});

test('the three selects are grouped under the field label', () => {
  renderBirthday();
  assert.ok(screen.getByRole('group', { name: 'Birthday' }));
});

test('a date comes out as DD/MM/YYYY once day, month and year are all chosen', () => {
  const { seen, day, month, year } = renderBirthday();
  choose(day, '5');
  choose(month, '3');
  assert.equal(seen, []);
  choose(year, '2001');
  choose(day, '6');
  assert.equal(seen, ['05/03/2001', '06/03/2001']);
});

test('a given value is shown', () => {
  const { shown, seen } = renderBirthday('09/11/1988');
  assert.is(shown(), '9/11/1988');
  assert.equal(seen, []);
});

test('only years for ages 18 to 80 are offered', () => {
  const { year } = renderBirthday();
  const years = optionTexts(year).slice(1);
  assert.is(years[0], '2006');
  assert.is(years[years.length - 1], '1944');
  assert.is(years.length, 2006 - 1944 + 1);
});

test('turning 18 today is allowed, turning 18 tomorrow is not', () => {
  const { seen, day, month, year } = renderBirthday();
  choose(year, '2006');
  assert.is(optionTexts(month).at(-1), 'June');
  choose(month, '6');
  assert.is(optionTexts(day).at(-1), '15');
  choose(day, '15');
  assert.is(seen.at(-1), '15/06/2006');
});

test('exactly 80 years ago is the earliest date offered', () => {
  const { seen, day, month, year } = renderBirthday();
  choose(year, '1944');
  assert.is(optionTexts(month)[1], 'June'); // after the placeholder
  choose(month, '6');
  assert.is(optionTexts(day)[1], '15'); // after the placeholder
  choose(day, '15');
  assert.is(seen.at(-1), '15/06/1944');
  choose(month, '7');
  choose(day, '1');
  choose(month, '6'); // 1 June 1944 would be too early, so it moves to the first allowed day
  assert.is(seen.at(-1), '15/06/1944');
});

test('a day that the month does not have is impossible', () => {
  const { seen, day, month, year } = renderBirthday();
  choose(year, '1995');
  choose(day, '31');
  choose(month, '2');
  assert.is(seen.at(-1), '28/02/1995');
  assert.is(optionTexts(day).length, 1 + 28);
  choose(year, '1996');
  assert.is(optionTexts(day).length, 1 + 29);
  choose(day, '29');
  choose(year, '1997');
  assert.is(seen.at(-1), '28/02/1997');
});

test('on 29 February the 18-year limit falls on 28 February', () => {
  const { year, month, day } = renderBirthday('', new Date(2024, 1, 29));
  choose(year, '2006');
  choose(month, '2');
  assert.is(optionTexts(day).at(-1), '28');
});

test('an error is announced and linked to each select', () => {
  render(<DatePicker label="Birthday" value="01/01/1990" onChange={() => {}} today={TODAY} error="Please choose your birthday" />);
  assert.is(screen.getByRole('alert').textContent, 'Please choose your birthday');
  for (const name of ['Day', 'Month', 'Year']) {
    const select = screen.getByLabelText(name);
    assert.is(select.getAttribute('aria-invalid'), 'true');
    assert.is(descriptionOf(select), 'Please choose your birthday');
  }
});

test.run();
