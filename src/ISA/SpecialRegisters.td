//===- SpecialRegisters.td - Predefined identifiers (ISA chapter 10) ------===//

defvar XYZ = [".x", ".y", ".z"];

def : SpecialRegister<"%tid", ".u32", Always, 0, XYZ> {
  let LegacyReadBits = [16];
}
def : SpecialRegister<"%ntid", ".u32", Always, 0, XYZ> {
  let LegacyReadBits = [16];
}
def : SpecialRegister<"%laneid", ".u32", Always>;
def : SpecialRegister<"%warpid", ".u32", Always>;
def : SpecialRegister<"%nwarpid", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%ctaid", ".u32", Always, 0, XYZ> {
  let LegacyReadBits = [16];
}
def : SpecialRegister<"%nctaid", ".u32", Always, 0, XYZ> {
  let LegacyReadBits = [16];
}
def : SpecialRegister<"%smid", ".u32", Always>;
def : SpecialRegister<"%nsmid", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%gridid", ".u64", Always> {
  let LegacyReadBits = [16, 32];
}
def : SpecialRegister<"%is_explicit_cluster", ".pred", Requires<PTX78, 90>>;
def : SpecialRegister<"%clusterid", ".u32", Requires<PTX78, 90>, 0, XYZ>;
def : SpecialRegister<"%nclusterid", ".u32", Requires<PTX78, 90>, 0, XYZ>;
def : SpecialRegister<"%cluster_ctaid", ".u32", Requires<PTX78, 90>, 0, XYZ>;
def : SpecialRegister<"%cluster_nctaid", ".u32", Requires<PTX78, 90>, 0, XYZ>;
def : SpecialRegister<"%cluster_ctarank", ".u32", Requires<PTX78, 90>>;
def : SpecialRegister<"%cluster_nctarank", ".u32", Requires<PTX78, 90>>;
def : SpecialRegister<"%lanemask_eq", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%lanemask_le", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%lanemask_lt", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%lanemask_ge", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%lanemask_gt", ".u32", Requires<PTX20, 20>>;
def : SpecialRegister<"%clock", ".u32", Always>;
def : SpecialRegister<"%clock_hi", ".u32", Requires<PTX50>>;
def : SpecialRegister<"%clock64", ".u64", Requires<PTX20, 20>>;
def : SpecialRegister<"%pm", ".u32", Always, 8>;
def : SpecialRegister<"%pm0_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm1_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm2_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm3_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm4_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm5_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm6_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%pm7_64", ".u64", Requires<PTX40, 50>>;
def : SpecialRegister<"%envreg", ".b32", Requires<PTX21, 20>, 32>;
def : SpecialRegister<"%globaltimer", ".u64", Requires<PTX31, 30>>;
def : SpecialRegister<"%globaltimer_lo", ".u32", Requires<PTX31, 30>>;
def : SpecialRegister<"%globaltimer_hi", ".u32", Requires<PTX31, 30>>;
def : SpecialRegister<"%reserved_smem_offset_begin", ".b32", Requires<PTX76, 80>>;
def : SpecialRegister<"%reserved_smem_offset_end", ".b32", Requires<PTX76, 80>>;
def : SpecialRegister<"%reserved_smem_offset_cap", ".b32", Requires<PTX76, 80>>;
def : SpecialRegister<"%reserved_smem_offset_", ".b32", Requires<PTX76, 80>, 2>;
def : SpecialRegister<"%total_smem_size", ".u32", Requires<PTX41, 20>>;
def : SpecialRegister<"%aggr_smem_size", ".u32", Requires<PTX81, 90>>;
def : SpecialRegister<"%dynamic_smem_size", ".u32", Requires<PTX41, 20>>;
def : SpecialRegister<"%current_graph_exec", ".u64", Requires<PTX80, 50>>;
def : SpecialRegister<"WARP_SZ", ".u32", Always>;
