/**
 * The line between a spelling fixed and another person's name: what
 * Sheetmate takes as the same player when a row keeps its Sheetmate ID, and
 * what it asks about.
 */
import { describe, expect, it } from 'vitest';
import { isSpellingFix } from '../../src/core/ids';

describe('a spelling fix', () => {
  it.each([
    ['Ana Silva', 'ANA  SILVA', 'case and spacing (the one name rule)'],
    ['Jose Ruiz', 'José Ruiz', 'an accent added'],
    ['Zoë Adams', 'Zoe\u0308 Adams', 'the same accent decomposed'],
    ['Dvořák Anton', 'Dvorak Anton', 'a háček taken off'],
    ['Sean OBrien', "Seán O'Brien", 'an apostrophe and an accent'],
    ['Anne-Marie Roy', 'Anne Marie Roy', 'a hyphen for a space'],
    ['Ian McDonald', 'Ian Mc Donald', 'a space between letters'],
    ['Ana Silva', 'Silva, Ana', 'FIDE order with its comma'],
    ['Jia Wen', 'Wen Jia', 'the words swapped'],
    ['Ana Silva', 'A. Silva', 'an initial'],
    ['Ana Silva', 'Ana S', 'the surname as its initial'],
    ['Emil Brandt', 'Emil Brandt-Jensen', 'a double surname completed'],
    ['Ana Maria Silva', 'Ana Silva', 'a middle name dropped'],
    ['Nadia Iqbal', 'Nadia Iqbak', 'one letter changed'],
    ['Nadia Iqbal', 'Nadai Iqbal', 'two letters swapped'],
    ['Ana Silva', 'Anna Silva', 'a letter added to a short first name'],
    ['Chidi Okafor', 'Chidy Okafar', 'two slips in a name of 11 letters'],
    ['Silva, Ana', 'Sliva Ana', 'order and a slip together'],
  ])('%j → %j (%s)', (before, after) => {
    expect(isSpellingFix(before, after)).toBe(true);
    expect(isSpellingFix(after, before)).toBe(true);
  });
});

describe('another name', () => {
  it.each([
    ['Ana Silva', 'Bea Costa', 'nothing in common: a late entry typed over a row'],
    ['Ana Silva', 'Ana Costa', 'the same first name, another surname'],
    ['Ana Silva', 'Rita Silva', 'a sister: the same surname, another first name'],
    ['Bob Lee', 'Rob Lee', 'a changed letter in a three-letter name'],
    ['Ana Silva', 'Ina Silva', 'a changed letter in a three-letter word'],
    ['A. Silva', 'B. Silva', 'another initial'],
    ['Ana', 'Ana Costa', 'a one-word name completed'],
    ['Nadia Iqbal', 'Nadia Ibrahim', 'a surname with a few letters in common'],
    ['Jan Novak', 'Jan Novakova Svobodova', 'more than a completion: the surname changed too'],
    ['Ana Silva', 'Anna Silvia', 'a slip in each word of a short name'],
    ['Chidi Okafor', 'Chido Okafar Emeka', 'slips and a word added, beyond the budget'],
  ])('%j → %j (%s)', (before, after) => {
    expect(isSpellingFix(before, after)).toBe(false);
    expect(isSpellingFix(after, before)).toBe(false);
  });
});
