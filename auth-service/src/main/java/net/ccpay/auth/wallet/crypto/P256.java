package net.ccpay.auth.wallet.crypto;

import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.crypto.params.ECDomainParameters;

import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;

/** The curve P-256 (secp256r1), once for BouncyCastle's lightweight API and once for the JDK's. */
final class P256 {

    static final X9ECParameters X9 = CustomNamedCurves.getByName("secp256r1");
    static final ECDomainParameters DOMAIN = new ECDomainParameters(X9.getCurve(), X9.getG(), X9.getN(), X9.getH());
    static final ECParameterSpec JCA_SPEC = jcaSpec();

    static final int FIELD_BYTES = 32;
    static final int COMPRESSED_BYTES = 33;
    static final int UNCOMPRESSED_BYTES = 65;

    private P256() {}

    private static ECParameterSpec jcaSpec() {
        try {
            AlgorithmParameters parameters = AlgorithmParameters.getInstance("EC");
            parameters.init(new ECGenParameterSpec("secp256r1"));
            return parameters.getParameterSpec(ECParameterSpec.class);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no secp256r1", e);
        }
    }
}
