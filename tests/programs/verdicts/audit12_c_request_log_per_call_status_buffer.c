// expect: none
// algos: sdpor,pop,qpor,dc
// A small request server: main sorts the route table with qsort, then two worker threads
// each parse one request line with strtok_r, find the route with bsearch, run its handler
// through the function pointer and log the outcome. status_text() formats into the caller's
// buffer with snprintf (the reentrant form of the inet_ntoa pattern): each worker has its
// own, so the workers share only the mutex-protected counters and the sorted, read-only
// route table. The buggy twin is audit12_c_request_log_static_status_buffer_bug.c.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ---- util: status text -------------------------------------------------------------------
static const char *status_text(int code, char *text, size_t cap) {
  // the caller owns the buffer: reentrant
  const char *reason = code == 200 ? "OK" : code == 404 ? "Not Found" : "Server Error";
  snprintf(text, cap, "%d %s", code, reason);
  return text;
}

// ---- routes ------------------------------------------------------------------------------
typedef int (*handler_fn)(const char *arg, char *body, size_t cap);
typedef struct {
  const char *path;
  handler_fn handler;
} route_t;

static int handle_index(const char *arg, char *body, size_t cap) {
  (void)arg;
  snprintf(body, cap, "<html>index</html>");
  return 200;
}
static int handle_echo(const char *arg, char *body, size_t cap) {
  snprintf(body, cap, "echo:%s", arg ? arg : "");
  return 200;
}
static int handle_fail(const char *arg, char *body, size_t cap) {
  (void)arg;
  snprintf(body, cap, "boom");
  return 500;
}

static route_t routes[] = {
    {"/fail", handle_fail},
    {"/echo", handle_echo},
    {"/", handle_index},
};
enum { ROUTE_COUNT = sizeof routes / sizeof routes[0] };

static int route_cmp(const void *a, const void *b) {
  return strcmp(((const route_t *)a)->path, ((const route_t *)b)->path);
}
static int route_key_cmp(const void *key, const void *elem) {
  return strcmp((const char *)key, ((const route_t *)elem)->path);
}

// ---- stats -------------------------------------------------------------------------------
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int served, server_errors;

static void count_request(int is_error) {
  pthread_mutex_lock(&stats_lock);
  served++;
  if (is_error) server_errors++;
  pthread_mutex_unlock(&stats_lock);
}

// ---- worker ------------------------------------------------------------------------------
typedef struct {
  int id;
  char line[64];
} request_t;

static int serve(request_t *req) {
  char *save = NULL;
  char *method = strtok_r(req->line, " ", &save);
  char *path = strtok_r(NULL, " ?", &save);
  char *arg = strtok_r(NULL, " ", &save);
  if (!method || !path) {
    errno = EINVAL;
    return 400;
  }
  route_t *r = bsearch(path, routes, ROUTE_COUNT, sizeof routes[0], route_key_cmp);
  if (!r) return 404;
  char body[64];
  return r->handler(arg, body, sizeof body);
}

static void *worker(void *arg) {
  request_t *req = arg;
  int code = serve(req);
  char line[48];
  const char *status = status_text(code, line, sizeof line);
  int is_error = status[0] == '5';
  fprintf(stderr, "[worker %d] %s\n", req->id, status);
  count_request(is_error);
  return NULL;
}

int main(void) {
  qsort(routes, ROUTE_COUNT, sizeof routes[0], route_cmp);
  for (int i = 1; i < ROUTE_COUNT; i++) assert(strcmp(routes[i - 1].path, routes[i].path) < 0);

  request_t reqs[2] = {{1, "GET /echo hello"}, {2, "GET /fail"}};
  pthread_t threads[2];
  for (int i = 0; i < 2; i++)
    if (pthread_create(&threads[i], NULL, worker, &reqs[i]) != 0) {
      perror("pthread_create");
      return 1;
    }
  for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);

  printf("served %d, errors %d\n", served, server_errors);
  assert(served == 2);
  return 0;
}
