/** The planner's sentences, keyed by their stable code (message-codes.ts). */
export const plannerMessages = {
  plannerLocationRequired: 'Please choose your emirate.',
  plannerSpaceTypeRequired: 'Please choose the type of space.',
  plannerSiteAreaRequired: 'Please choose the size of your site.',
  plannerTechnologyRequired: 'Please choose a technology.',
  plannerAreaNumber: 'Enter the area as a number.',
  plannerAreaRangeM2: 'Enter an area from 1 to 1,000,000 m².',
  plannerAreaRangeSqft: 'Enter an area from 10 to 10,000,000 sq ft.',
  plannerFigureInvalid: 'Enter a number of 0 or more, within the allowed range.',
  plannerShareInvalid: 'Enter a share from 0 to 1 (0.9 means 90%).',
  plannerSavingInvalid: 'Enter a share from 0 to 0.99 (0.9 means 90%).',
  plannerTiersInvalid: 'Enter a number of levels from 1 to 20.',
  plannerWholeInvalid: 'Enter a whole number within the allowed range.',
  plannerRangeOrder: 'The high figure must not be lower than the low figure.',
  plannerEstimateNotFound: 'Plan not found',
  plannerAssumptionsMissing: 'The planner has no published figures yet.',
} as const;
