/**
 * The prize-giving: prize lists (one row a prize), categories, and awards by
 * the usual rules, with tied players' money by tie-break, shared equally or by
 * the Hort system. Plain data in, plain data out. See docs/prizes.md.
 */
export { describeEligibility, inSection, readCategory, sectionOfEligibility, sexOf, valueKey, type CategoryOptions, type CategoryReading, type Condition, type Eligibility, type Sex, type ValueField } from './category';
export { candidatesFromStandings, playerQualifies, type PrizeCandidate, type TeamCandidate } from './candidates';
export { formatMoney, readAmount, splitEqually, type AmountCell, type Cents } from './money';
export { readPrizeList, valueOrder, type Cell, type Prize, type PrizeListOptions } from './prize-list';
export { type Rounding, type ShareMethod } from './payouts';
export { awardRules, awardsTable } from './awards-table';
export { awardPrizes, type Award, type AwardOptions, type PrizeInput, type PrizeOutcome, type Winner } from './award-prizes';
