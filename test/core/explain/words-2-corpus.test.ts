/** The words of every board (words-check.ts), on half of the reference tournaments. */
import { wordsTests } from './words-check';

wordsTests([1, 2]);
