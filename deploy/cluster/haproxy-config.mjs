/**
 * HAProxy in front of the server processes: WebSocket upgrades pass through (`timeout tunnel`),
 * socket.io's long-polling fallback is kept on one process by a cookie, every process is checked on
 * /readyz (a process shutting down answers 503 and is taken out), a request whose process went away
 * before answering is retried on another (`option redispatch`), and an admin socket lets a rolling
 * restart drain a process first.
 */
export function haproxyConfig({ port, host = '127.0.0.1', servers, adminSocket }) {
  return `global
  maxconn 8000
  stats socket ${adminSocket} mode 600 level admin

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  timeout connect 5s
  timeout client 65s
  timeout server 65s
  timeout tunnel 1h
  timeout http-keep-alive 10s

frontend web
  bind ${host}:${port}
  default_backend app

backend app
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  cookie CC_NODE insert indirect nocache httponly
  default-server inter 1s fall 2 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check cookie ${s.name}`).join('\n')}
`;
}
