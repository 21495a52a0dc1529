package net.ccpay.common.ids;

/** An id of one resource type ({@code <Type>:<uuid>}), parsed once at the edge and passed around typed. */
public interface TypedId {

    String value();

    /** The type prefix without the colon, e.g. {@code InternalAccount}. */
    String type();
}
