//===- Versions.td - The PTX ISA versions ptxas 13.0 accepts --------------===//
//
// ptxas rejects any other `.version` ("Unsupported .version").

def PTX10 : PTXVersion<1, 0>;  def PTX11 : PTXVersion<1, 1>;
def PTX12 : PTXVersion<1, 2>;  def PTX13 : PTXVersion<1, 3>;
def PTX14 : PTXVersion<1, 4>;  def PTX15 : PTXVersion<1, 5>;
def PTX20 : PTXVersion<2, 0>;  def PTX21 : PTXVersion<2, 1>;
def PTX22 : PTXVersion<2, 2>;  def PTX23 : PTXVersion<2, 3>;
def PTX30 : PTXVersion<3, 0>;  def PTX31 : PTXVersion<3, 1>;
def PTX32 : PTXVersion<3, 2>;
def PTX40 : PTXVersion<4, 0>;  def PTX41 : PTXVersion<4, 1>;
def PTX42 : PTXVersion<4, 2>;  def PTX43 : PTXVersion<4, 3>;
def PTX50 : PTXVersion<5, 0>;  def PTX51 : PTXVersion<5, 1>;
def PTX60 : PTXVersion<6, 0>;  def PTX61 : PTXVersion<6, 1>;
def PTX62 : PTXVersion<6, 2>;  def PTX63 : PTXVersion<6, 3>;
def PTX64 : PTXVersion<6, 4>;  def PTX65 : PTXVersion<6, 5>;
def PTX70 : PTXVersion<7, 0>;  def PTX71 : PTXVersion<7, 1>;
def PTX72 : PTXVersion<7, 2>;  def PTX73 : PTXVersion<7, 3>;
def PTX74 : PTXVersion<7, 4>;  def PTX75 : PTXVersion<7, 5>;
def PTX76 : PTXVersion<7, 6>;  def PTX77 : PTXVersion<7, 7>;
def PTX78 : PTXVersion<7, 8>;
def PTX80 : PTXVersion<8, 0>;  def PTX81 : PTXVersion<8, 1>;
def PTX82 : PTXVersion<8, 2>;  def PTX83 : PTXVersion<8, 3>;
def PTX84 : PTXVersion<8, 4>;  def PTX85 : PTXVersion<8, 5>;
def PTX86 : PTXVersion<8, 6>;  def PTX87 : PTXVersion<8, 7>;
def PTX88 : PTXVersion<8, 8>;
def PTX90 : PTXVersion<9, 0>;

// Shorthands for the requirements most features have.
def Always : Requires<PTX10>;
