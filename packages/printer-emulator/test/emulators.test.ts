/** The printer emulators against small servers of the protocols' other side (Maître's own are tested in apps/api). */
import http from 'node:http';
import net from 'node:net';
import iconv from 'iconv-lite';
import { afterEach, describe, expect, it } from 'vitest';
import { decodePrinterBytes, eposText, startCloudPrntPrinter, startEpsonSdpPrinter, startRawSink } from '../src/index.ts';

const ACCENTED = 'Crème brûlée · Käse, Übergröße · Paella à la niña · Pâté · 12,50 €';
const ESC = 0x1b;
const GS = 0x1d;

/** StarPRNT as a CloudPRNT printer gets it: init, code page 4 (cp858, `ESC GS t 4`), text. */
function starJob(text: string): Buffer {
  return Buffer.concat([Buffer.from([ESC, 0x40, ESC, GS, 0x74, 4]), iconv.encode(text, 'cp858'), Buffer.from([0x0a])]);
}

/** ESC/POS as a printer gets it: init, code page 19 (cp858), bold, text, a cut. */
function escposJob(text: string): Buffer {
  return Buffer.concat([
    Buffer.from([ESC, 0x40, ESC, 0x74, 19, ESC, 0x45, 1, GS, 0x21, 0x11]),
    iconv.encode(text, 'cp858'),
    Buffer.from([0x0a, ESC, 0x24, 120, 0]),
    Buffer.from('right', 'ascii'),
    Buffer.from([0x0a, GS, 0x56, 0x42, 0]),
  ]);
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/cloudprnt/secret`;
}

function body(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });
}

describe('ESC/POS decoder', () => {
  it('decodes text in the code page the job selects, skipping commands and turning positions into spaces', () => {
    const decoded = decodePrinterBytes(escposJob(ACCENTED));
    expect(decoded.text).toBe(`${ACCENTED}\n          right`);
    expect(decoded.cuts).toBe(1);
  });

  it('reads the same bytes wrongly in another code page (which is why the page must be selected)', () => {
    const job = escposJob('12,50 €');
    job[4] = 0; // ESC t 0: cp437
    expect(decodePrinterBytes(job).text).not.toContain('€');
  });

  it('decodes StarPRNT with its code page command (ESC GS t 4: cp858)', () => {
    const job = Buffer.concat([Buffer.from([ESC, 0x40, ESC, 0x1d, 0x74, 4]), iconv.encode('Pâté', 'cp858'), Buffer.from([0x0a, ESC, 0x64, 3])]);
    expect(decodePrinterBytes(job, 'starprnt')).toEqual({ text: 'Pâté', cuts: 1 });
  });
});

describe('TCP 9100 sink', () => {
  it('records each connection as a job and decodes it', async () => {
    const sink = await startRawSink();
    cleanups.push(() => sink.close());
    for (const text of ['Crème brûlée', 'Pâté']) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(sink.port, '127.0.0.1', () => socket.end(escposJob(text)));
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
    }
    const jobs = await sink.waitForJobs(2);
    expect(jobs.map((job) => job.text.split('\n')[0])).toEqual(['Crème brûlée', 'Pâté']);
  });
});

describe('TCP 9100 sink, status', () => {
  /** Sends ESC/POS's two status requests (DLE EOT 2, DLE EOT 4) on a new connection; the two bytes answered. */
  const askStatus = (port: number) =>
    new Promise<number[]>((resolve, reject) => {
      // The second request's last byte comes 20 ms later, in its own packet: a request split over two chunks.
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(Buffer.from([0x10, 0x04, 0x02, 0x10, 0x04]));
        setTimeout(() => socket.end(Buffer.from([0x04])), 20);
      });
      const answer: number[] = [];
      socket.on('data', (chunk: Buffer) => answer.push(...chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers the status requests at once from its state, and a connection that only asked is no job', async () => {
    const sink = await startRawSink();
    cleanups.push(() => sink.close());
    expect(await askStatus(sink.port)).toEqual([0x12, 0x12]);
    sink.setState({ paperOut: true });
    expect(await askStatus(sink.port)).toEqual([0x32, 0x72]);
    sink.setState({ paperOut: false, coverOpen: true });
    expect(await askStatus(sink.port)).toEqual([0x16, 0x12]);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(sink.port, '127.0.0.1', () => socket.end(escposJob('Crème brûlée')));
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const [job] = await sink.waitForJobs(1);
    expect(job?.text.split('\n')[0]).toBe('Crème brûlée');
    expect(sink.jobs).toHaveLength(1);
  });
});

describe('virtual CloudPRNT printer', () => {
  it('posts its status, fetches a ready job in a media type it takes, prints it and confirms with DELETE', async () => {
    const seen: string[] = [];
    let queued = true;
    const url = await serve(async (request, response) => {
      const address = new URL(request.url ?? '/', 'http://x');
      seen.push(`${request.method} ${address.searchParams.get('type') ?? address.searchParams.get('code') ?? ''}`);
      if (request.method === 'POST') {
        const status = JSON.parse(await body(request)) as { statusCode: string; printerMAC: string };
        expect(decodeURIComponent(status.statusCode)).toBe('200 OK');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jobReady: queued, mediaTypes: ['application/vnd.star.starprnt'], jobToken: 'tok-1' }));
      } else if (request.method === 'GET') {
        expect(address.searchParams.get('token')).toBe('tok-1');
        response.setHeader('content-type', 'application/vnd.star.starprnt');
        response.end(starJob(ACCENTED));
      } else {
        queued = false;
        response.end();
      }
    });
    const printer = startCloudPrntPrinter({ url });
    const job = await printer.pollOnce();
    expect(job?.text.split('\n')[0]).toBe(ACCENTED);
    expect(await printer.pollOnce()).toBeNull();
    expect(seen).toEqual(['POST ', 'GET application/vnd.star.starprnt', 'DELETE 200 OK', 'POST ']);
    expect(printer.printed).toHaveLength(1);
  });

  it('reports paper out without fetching; crashes before confirming when told to; polls nothing offline', async () => {
    const methods: string[] = [];
    const codes: string[] = [];
    const url = await serve(async (request, response) => {
      methods.push(request.method ?? '');
      if (request.method === 'POST') {
        codes.push(decodeURIComponent((JSON.parse(await body(request)) as { statusCode: string }).statusCode));
        response.end(JSON.stringify({ jobReady: true, mediaTypes: ['application/vnd.star.starprnt'], jobToken: 't' }));
      } else response.end(request.method === 'GET' ? starJob('x') : '');
    });
    const printer = startCloudPrntPrinter({ url });
    printer.state = 'paper_out';
    await printer.pollOnce();
    printer.state = 'cover_open';
    await printer.pollOnce();
    printer.state = 'ready';
    printer.crashBeforeConfirm();
    await printer.pollOnce();
    printer.state = 'offline';
    await printer.pollOnce();
    expect(codes).toEqual(['410 Out of Paper', '420 Cover Open', '200 OK']);
    expect(methods).toEqual(['POST', 'POST', 'POST', 'GET']);
    expect(printer.printed).toHaveLength(0);
  });
});

describe('virtual Epson Server Direct Print printer', () => {
  it('asks with GetRequest, prints the ePOS-Print XML and answers SetResponse with the result', async () => {
    const forms: URLSearchParams[] = [];
    let sent = false;
    const url = await serve(async (request, response) => {
      const form = new URLSearchParams(await body(request));
      forms.push(form);
      response.setHeader('content-type', 'text/xml; charset=utf-8');
      if (form.get('ConnectionType') === 'GetRequest' && !sent) {
        sent = true;
        response.end(
          '<?xml version="1.0" encoding="utf-8"?><PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><timeout>10000</timeout><printjobid>job-1</printjobid></Parameter>' +
            `<PrintData><epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"><text lang="en"/><text>${ACCENTED.replace('&', '&amp;')}&#10;</text><text>A &lt;b&gt; &amp; c&#10;</text><cut type="feed"/></epos-print></PrintData></ePOSPrint></PrintRequestInfo>`,
        );
      } else response.end('<?xml version="1.0" encoding="utf-8"?><PrintRequestInfo Version="2.00"></PrintRequestInfo>');
    });
    const printer = startEpsonSdpPrinter({ url, id: 'bar' });
    const job = await printer.pollOnce();
    expect(job?.text).toBe(`${ACCENTED}\nA <b> & c`);
    expect(forms.map((form) => form.get('ConnectionType'))).toEqual(['GetRequest', 'SetResponse']);
    expect(forms[1]?.get('ID')).toBe('bar');
    expect(forms[1]?.get('ResponseFile')).toMatch(/<printjobid>job-1<\/printjobid>.*success="true"/);
    expect(await printer.pollOnce()).toBeNull();
    expect(eposText('<text>a&#10;</text><text>b</text>')).toBe('a\nb');
  });
});
