/* bank.c: braid's demo. Two threads deposit into the same bank account at the same time.
 *
 * deposit() reads the balance, computes the new one and writes it back. Nothing stops the
 * other thread from running between the read and the write, so both can read 100 and both
 * write 150: one deposit of 50 is lost. Run:
 *
 *     braid check examples/bank.c
 *
 * and braid prints the schedule that loses the money. (The fix: a pthread_mutex_t around
 * the read and the write in deposit().)
 */
#include <assert.h>
#include <pthread.h>

int balance = 100;  /* the shared account */

void deposit(int amount) {
  int current = balance;       /* read the balance ...          */
  balance = current + amount;  /* ... and write it back: racy!  */
}

void *customer(void *arg) {
  deposit(50);
  return NULL;
}

int main(void) {
  pthread_t alice, bob;
  pthread_create(&alice, NULL, customer, NULL);
  pthread_create(&bob, NULL, customer, NULL);
  pthread_join(alice, NULL);
  pthread_join(bob, NULL);
  assert(balance == 200);  /* fails when a deposit was lost */
  return 0;
}
