/** What an answer was about, for the questions offered after it. */
export interface AnsweredTopic {
  intent: string;
  /** The bond the answer was about, by its display name. */
  bond?: string | undefined;
  /** A second bond (comparisons). */
  otherBond?: string | undefined;
  /** The year a screen's maturities were in. */
  year?: string | undefined;
}

/**
 * Up to three questions to ask next, each one the built-in analyst answers (the evaluation bench asks the same
 * kinds): a follow-up on the same bond, a related screen, the curve.
 */
export function followUpSuggestions(topic: AnsweredTopic): string[] {
  const bond = topic.bond;
  switch (topic.intent) {
    case 'price':
    case 'details':
    case 'accrued':
      return bond
        ? [
            'And its modified duration?',
            `Cash flows of ${bond} for 1 crore`,
            `Spread of ${bond} over the G-sec curve`,
          ]
        : [];
    case 'risk':
      return bond ? ['What about convexity?', `Next coupon on ${bond}`, 'What is PV01?'] : [];
    case 'compare':
      return [
        'Tell me more about the first one',
        'And the cash flows of the second one for 1 crore?',
        ...(bond ? [`Trades of ${bond} in the last 30 days`] : []),
      ];
    case 'screen':
    case 'spread':
    case 'issuer':
      return [
        'Tell me more about the first one',
        ...(topic.year ? [`Same for ${Number(topic.year) + 1}`] : ['Tell me more about the second one']),
        'Show the G-sec curve',
      ];
    case 'curve':
      return ['What is the 10-year G-sec yield?', 'What is the 2s10s spread?', 'What is modified duration?'];
    case 'curve-point':
      return ['Show the G-sec curve', 'What is the 5s10s spread?', 'What does 2s10s mean?'];
    case 'coupon':
    case 'cashflows':
      return bond
        ? [`Accrued interest on ${bond}`, 'How much would I get on 2 crore?', `Price of ${bond}`]
        : [];
    case 'activity':
    case 'most-traded':
    case 'quotes':
      return bond
        ? [`Price of ${bond}`, `Trades of ${bond} in the last 30 days`, 'What traded the most today?']
        : ['Tell me more about the first one', 'Show the G-sec curve'];
    case 'define':
      return [
        'What is the 10-year G-sec yield?',
        'Which AAA PSU bonds mature in 2030?',
        'Explain yield to call',
      ];
    default:
      return [
        'What is the 10-year G-sec yield?',
        'Which AAA PSU bonds mature between 2028 and 2030?',
        'What is PV01?',
      ];
  }
}
