"""Writes a .td that adds to the real ISA description more records than an
index type of src/ISA/ISATables.h can count, for index-overflow.test.

  outgrow.py qualifiers  32,768 more qualifiers: past OperandInfo::FixedType
                         (int16_t)
  outgrow.py pool        700 slots of 100 qualifiers each: past the
                         uint16_t ranges into QualifierPool
"""
import sys

what = sys.argv[1]
print('include "PTX.td"')
if what == "qualifiers":
    print('foreach i = 0...32767 in def Outgrow#i : Qualifier<".outgrow"#i, Requires<PTX10>>;')
elif what == "pool":
    print('foreach i = 0...99 in def Outgrow#i : Qualifier<".outgrow"#i, Requires<PTX10>>;')
    names = ", ".join("Outgrow%d" % i for i in range(100))
    print('foreach i = 0...699 in def OutgrowSlot#i : Slot<"outgrow", [%s]>;' % names)
else:
    sys.exit("usage: outgrow.py qualifiers|pool")
