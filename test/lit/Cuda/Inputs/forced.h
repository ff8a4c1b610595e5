// Forced in with -include (forced-include.cu): the source sees this.
#define FORCED_WAIT 1
