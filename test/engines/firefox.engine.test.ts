/** The smoke checks (engine-checks.ts) in Debian's Firefox ESR, over WebDriver BiDi. */
import { suite } from 'uvu';
import { serveDist } from '../helpers/server.ts';
import { defineEngineChecks } from './engine-checks.ts';
import { engineInstalled } from './engine-page.ts';
import { FIREFOX_PATH, openFirefox } from './firefox-driver.ts';

const firefox = suite('Firefox ESR');

if (engineInstalled('Firefox ESR', [FIREFOX_PATH], 'firefox-esr')) {
  defineEngineChecks(firefox, async (options) => {
    const server = await serveDist();
    try {
      const page = await openFirefox(server.origin, options);
      return { ...page, close: () => page.close().finally(server.close) };
    } catch (error) {
      server.close();
      throw error;
    }
  });
}

firefox.run();
