import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import S3rver from "s3rver";

// The documented set-up for real — app processes started as `npm start` starts them (env only),
// one PostgreSQL, uploads in an S3-speaking server from the registry (s3rver) through the real AWS client, and
// nginx running deploy/nginx.conf in front.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A free TCP port on 127.0.0.1 (nginx's config needs the instances' ports before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, process: ChildProcess, output: () => string, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`exited with ${process.exitCode}: ${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s: ${output()}`);
}

function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

export interface S3Server {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** s3rver (an S3 implementation from the registry) with one bucket, files in a temp folder. */
export async function startS3rver(bucket = "menus"): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "menu-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface AppInstance {
  port: number;
  baseUrl: string;
  dataDir: string;
  /** The mails this instance wrote to its outbox (no SMTP_URL). */
  outbox(): { to: string; subject: string }[];
  stop(): Promise<void>;
}

/** One app process configured by environment only, as README "Several instances" says. */
export async function startInstance(options: {
  port: number;
  databaseUrl: string;
  s3: S3Server;
  publicBaseUrl: string;
}): Promise<AppInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "menu-instance-"));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      PUBLIC_BASE_URL: options.publicBaseUrl,
      TRUST_PROXY: "127.0.0.1",
      S3_BUCKET: options.s3.bucket,
      S3_ENDPOINT: options.s3.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      DEMO_ACCOUNT: "false",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitFor(`${baseUrl}/healthz`, child, () => output);
  const outboxDir = path.join(dataDir, "outbox");
  return {
    port: options.port,
    baseUrl,
    dataDir,
    outbox: () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir)
            .filter((file) => file.endsWith(".json"))
            .map((file) => JSON.parse(readFileSync(path.join(outboxDir, file), "utf8")))
        : [],
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const NGINX_PATH = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((file) =>
  existsSync(file),
);

/**
 * deploy/nginx.conf as it is, with the instances' ports, its own listen port and a temp folder for pid and logs.
 * `extraServerLines` go into the server block (the test adds a header naming the instance that answered).
 */
export function nginxConfig(
  upstreamPorts: number[],
  listenPort: number,
  folder: string,
  extraServerLines = "",
) {
  let config = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const servers = /( *)server 127\.0\.0\.1:\d+ (max_fails=\S+ fail_timeout=\S+);\n/g;
  const [first] = [...config.matchAll(servers)];
  if (!first) throw new Error("deploy/nginx.conf has no upstream servers");
  const indent = first[1] ?? "";
  const lines = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${first[2]};\n`).join("");
  config = config.replace(servers, "").replace(/(upstream menu_app \{\n(?: +least_conn;\n)?)/, `$1${lines}`);
  config = config
    .replace(
      /listen \d+;/,
      `listen 127.0.0.1:${listenPort};${extraServerLines ? `\n    ${extraServerLines}` : ""}`,
    )
    .replaceAll("/var/log/nginx/", `${folder}/`)
    .replace(/pid \S+;/, `pid ${folder}/nginx.pid;`);
  // Running as root, nginx's workers would otherwise switch to a user that may not read the temp folder.
  return `user root;\n${config}`;
}

export interface Nginx {
  baseUrl: string;
  reload(upstreamPorts: number[]): void;
  stop(): Promise<void>;
}

/** nginx in the foreground with deploy/nginx.conf over the given instances. */
export async function startNginx(upstreamPorts: number[], extraServerLines = ""): Promise<Nginx> {
  if (!NGINX_PATH)
    throw new Error("nginx is not installed (apt-get install nginx-light; .ci/run installs it)");
  const folder = mkdtempSync(path.join(tmpdir(), "menu-nginx-"));
  mkdirSync(path.join(folder, "logs"), { recursive: true });
  const port = await freePort();
  const file = path.join(folder, "nginx.conf");
  const write = (ports: number[]) => writeFileSync(file, nginxConfig(ports, port, folder, extraServerLines));
  write(upstreamPorts);
  const check = spawnSync(NGINX_PATH, ["-t", "-p", folder, "-c", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  let output = "";
  const child = spawn(NGINX_PATH, ["-p", folder, "-c", file, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/healthz`, child, () => output, 30);
  return {
    baseUrl,
    reload(ports) {
      write(ports);
      child.kill("SIGHUP");
    },
    stop: async () => {
      await stopProcess(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
