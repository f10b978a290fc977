/** The Results icon of a case study follows the line's wording (site/widgets/listing/result-icon.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resultIcon } from '../../site/widgets/listing/result-icon.ts';

test('growth words give trend-up, even beside a period or a group of people', () => {
  assert.is(resultIcon('Repeat loans from closing borrowers rose 28% in the first 12 months.'), 'trend-up');
  assert.is(resultIcon('Dealer engagement up 40%'), 'trend-up');
  assert.is(resultIcon('A 35% increase in repeat purchases'), 'trend-up');
  assert.is(resultIcon('Revenue growth of 12%'), 'trend-up');
  assert.is(resultIcon('Members showed 30% higher 12-month lifetime value.'), 'trend-up');
});

test('money words give coins', () => {
  assert.is(resultIcon('Monthly cloud spend fell 30% over two quarters.'), 'coins');
  assert.is(resultIcon('Cost per reactivated borrower came in at about a third of the earlier campaigns.'), 'coins');
  assert.is(resultIcon('30% cloud cost saving'), 'coins');
});

test('time words give clock, before any group of people', () => {
  assert.is(resultIcon('MTTR for P1 incidents fell from 2 hours to 12 minutes.'), 'clock');
  assert.is(resultIcon('Incentive settlement time fell from about 45 days to 6 days.'), 'clock');
  assert.is(resultIcon('Payouts reached dealers 40% faster.'), 'clock');
});

test('people words give users', () => {
  assert.is(resultIcon('10,400 retailers enrolled within five months.'), 'users');
  assert.is(resultIcon('1.4 lakh borrowers enrolled through branch QR codes.'), 'users');
  assert.is(resultIcon('88% of dealer principals logged in at least once a week.'), 'users');
});

test('anything else gives check; words inside other words do not count', () => {
  assert.is(resultIcon('Payment-path availability held at 99.95% through the festive peak.'), 'check');
  assert.is(resultIcon('Incentive disputes fell by 64%.'), 'check');
  assert.is(resultIcon('Supply chain audits passed without findings.'), 'check', '"chain" is not "time"; "upset" is not "up"');
  assert.is(resultIcon('The upset rate fell.'), 'check');
});

test.run();
