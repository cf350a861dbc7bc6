// Peak memory growth (RSS) of the image service's worst requests against a plain resize of the
// same photo, in the same run. Each render runs in a fresh child process (node bench/image.bench.mjs
// --child <case>), so one case's heap and libvips caches never flatter or burden another.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROUNDS = 3;
const MB = 1024 * 1024;
/** The photo: a 1600×1200 upload stored as the service stores it (like the "small photo"). */
const SOURCE = { width: 1600, height: 1200 };

const CASES = {
  plain: { label: 'plain resize w=1600', params: { width: 1600 }, accept: 'image/webp' },
  mask: {
    label: 'mask=ellipse w=8192 h=8192 (PNG)',
    params: { width: 8192, height: 8192, mask: 'ellipse', auto: 'format' },
    accept: 'image/png',
  },
  largest: {
    label: 'largest allowed w=8192 h=8192 fit=fill (WebP)',
    params: { width: 8192, height: 8192, fit: 'fill' },
    accept: 'image/webp',
  },
  avif: {
    label: 'largest allowed w=8192 h=8192, auto=format (AVIF)',
    params: { width: 8192, height: 8192, auto: 'format' },
    accept: 'image/avif',
  },
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function child(caseName) {
  const { default: sharp } = await import('sharp');
  const { renderPhoto } = await import('../dist/server/src/modules/catalog/image.service.js');
  const { reencodeImage } = await import('../dist/server/src/shared/images.js');
  const { DiskStorage } = await import('../dist/server/src/shared/file-storage.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-image-bench-'));
  try {
    const storage = new DiskStorage(path.join(dataDir, 'uploads'));
    const noise = await sharp({
      create: { ...SOURCE, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    await storage.save('photo.webp', await reencodeImage(noise, { maxSide: 2560 }));
    const ctx = { storage, config: { DATA_DIR: dataDir, IMAGE_CACHE_MAX_MB: 512 } };
    const { params, accept } = CASES[caseName];
    // Warm-up: load the codecs of this case with a tiny render (a different cache entry).
    await renderPhoto(ctx, 'photo.webp', { ...params, width: 100, height: params.height ? 100 : undefined }, accept);
    const baseline = process.memoryUsage().rss;
    let sampled = baseline;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, process.memoryUsage().rss);
    }, 2);
    const image = await renderPhoto(ctx, 'photo.webp', params, accept);
    clearInterval(sampler);
    const peak = Math.max(sampled, process.resourceUsage().maxRSS * 1024);
    const meta = await sharp(image.data).metadata();
    console.log(JSON.stringify({ growth: peak - baseline, width: meta.width, height: meta.height }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function measure(caseName) {
  const script = fileURLToPath(import.meta.url);
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.push(JSON.parse(execFileSync(process.execPath, [script, '--child', caseName], { encoding: 'utf8' }).trim().split('\n').at(-1)));
  }
  return { growth: median(runs.map((run) => run.growth)), width: runs[0].width, height: runs[0].height };
}

export async function run() {
  console.log(`photo: ${SOURCE.width}×${SOURCE.height}, stored as WebP; peak RSS growth per render, median of ${ROUNDS} fresh processes`);
  const plain = measure('plain');
  console.log(`${CASES.plain.label.padEnd(52)} ${(plain.growth / MB).toFixed(1).padStart(7)} MB  -> ${plain.width}×${plain.height}`);
  let worst = 0;
  for (const name of ['mask', 'largest', 'avif']) {
    const result = measure(name);
    const ratio = result.growth / plain.growth;
    worst = Math.max(worst, ratio);
    console.log(
      `${CASES[name].label.padEnd(52)} ${(result.growth / MB).toFixed(1).padStart(7)} MB  -> ${result.width}×${result.height}  ${ratio.toFixed(2)}× plain`,
    );
  }
  console.log(
    `ratio (worst request / plain resize): ${worst.toFixed(2)}× (aim: at most 3×; before the bounds, mask=ellipse 8192×8192 took the server from 0.8 GB to 2.9 GB)`,
  );
}

if (process.argv[2] === '--child') await child(process.argv[3]);
