// A RequiresIn whose words the form does not list: the requirement would
// never be reported (one-record-per-spelling.test).
include "PTX.td"
def B8Needs : RequiresIn<[B8], Requires<PTX88, 100>>;
def NarrowForm : Form<OpLd, "ld (narrow)"> {
  let Slots = [RequiredSlot<"type", [B32]>];
  let Constraints = [B8Needs];
}
