/** The smoke checks (engine-checks.ts) in WebKitGTK: WebKitWebDriver and the MiniBrowser under Xvfb. */
import { suite } from 'uvu';
import { serveDist } from '../helpers/server.ts';
import { defineEngineChecks } from './engine-checks.ts';
import { engineInstalled } from './engine-page.ts';
import { startWatchProxy } from './watch-proxy.ts';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH, openWebKit } from './webkit-driver.ts';

const webkit = suite('WebKitGTK');

if (engineInstalled('WebKitGTK', [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH], 'webkit2gtk-driver xvfb')) {
  defineEngineChecks(webkit, async (options) => {
    const server = await serveDist();
    const proxy = await startWatchProxy(server.origin).catch((error) => {
      server.close();
      throw error;
    });
    const stopServers = () => {
      proxy.close();
      server.close();
    };
    try {
      const page = await openWebKit(proxy.origin, options);
      return { ...page, close: () => page.close().finally(stopServers) };
    } catch (error) {
      stopServers();
      throw error;
    }
  });
}

webkit.run();
